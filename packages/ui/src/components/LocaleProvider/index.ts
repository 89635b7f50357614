export { LocaleProvider } from './LocaleProvider';
