export { ProductCard, type PriceTier, type ProductCardActionsProps, type ProductCardPriceProps, type ProductCardProps } from './ProductCard';
