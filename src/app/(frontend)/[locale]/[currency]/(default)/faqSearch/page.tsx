// faq with a query (?q= ?category=), rendered per request; the proxy rewrites such addresses here.
export { default, generateMetadata } from '../faq/FaqView'
