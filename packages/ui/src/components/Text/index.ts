export { Text, Heading, textTones } from './Text';
export type { TextProps, TextTone, HeadingProps } from './Text';
