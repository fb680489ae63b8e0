export { loadCatalogs, FRAME_AREAS, catalogAreas, type CatalogArea } from "./catalogs";
export { pageLocale, activeLocale } from "./locale";
export { lazyWithCatalogs } from "./lazy-with-catalogs";
export { pluralForm } from "./plural";
