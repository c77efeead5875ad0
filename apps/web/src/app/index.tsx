import { CoreProvider } from './core-provider';
import { AppRouter } from './router';

export function App() {
  return (
    <CoreProvider>
      <AppRouter />
    </CoreProvider>
  );
}
