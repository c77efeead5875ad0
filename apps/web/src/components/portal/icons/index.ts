// The portal's icons as plain SVG, one module each, so its pages need neither
// @ant-design/icons nor its style runtime. Import each from its own module
// ('@/components/portal/icons/DownOutlined'): a page's chunk then carries only its icons.
// Outlines from Ant Design Icons (MIT, @ant-design/icons-svg), same names.
export type { IconProps } from './base';
