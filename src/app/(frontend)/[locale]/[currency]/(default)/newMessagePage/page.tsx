// newMessage with a query (?page=), rendered per request; the proxy rewrites such addresses here.
export { default, generateMetadata } from '../newMessage/(list)/NewsListView'
