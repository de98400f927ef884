export { ProductPicker } from './ProductPicker';
export { ProductOption, productLabel } from './ProductOption';
