export { usePopupButton } from './usePopupButton';
