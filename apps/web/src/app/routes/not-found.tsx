import { NotFound } from '@/components/errors/not-found';

export { NotFound as Component };
