export { Tree, ancestorsOf, type TreeNode, type TreeProps } from './Tree';
