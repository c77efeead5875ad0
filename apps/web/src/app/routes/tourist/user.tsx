export { TouristUser as Component } from '@/features/tourist/components/tourist-user';
