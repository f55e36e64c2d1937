export { ProductCard, type PriceTier, type ProductCardProps } from './ProductCard';
