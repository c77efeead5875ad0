import { Forbidden } from '@/components/errors/forbidden';

export { Forbidden as Component };
