export { Skeleton, type SkeletonProps, type SkeletonSize } from './Skeleton';
