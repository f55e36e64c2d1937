/** Business constants and timings of spec section 9, named as in the spec. One place, no magic numbers. */
export const CART_SAVE_DEBOUNCE_MS = 1000;
export const PERSIST_WRITE_INTERVAL_MS = 500;
export const SIDE_MENU_OPEN_DELAY_MS = 200;
export const COUPON_REVALIDATION_DELAY_MS = 200;
export const PRODUCT_PAGE_SIZE = 20;
/** spec 9 "Order list page size: 6 initial pagination": the orders "Meus pedidos" shows first. */
export const ORDER_LIST_PAGE_SIZE = 6;
/**
 * spec 9 "history default 10", spec 7 "limit 10 by default in history": the page of the order history, the
 * `limit` of every orders call, and so how many more orders each "Carregar mais" shows after the first 6.
 */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const REPRESENTATIVE_CLIENTS_LIMIT = 10;
export const CHAT_PAGE = 1;
export const CHAT_PER_PAGE = 30;
export const SEARCH_SUGGESTIONS_DEBOUNCE_MS = 1000;
// Search suggestions "capped at 10" (spec 9): SUGGESTION_LIMIT in domain/text.ts, the pure rule's own (domain/ imports nothing from here).
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;
export const SHIPPING_BY_CEP_DEBOUNCE_MS = 500;
/**
 * spec 9 "Shipping by address wait": the checkout asks the delivery options of a newly chosen address this
 * long after the last address change (a debounce counted while the cart reloads), so quick changes make one
 * lookup (state/checkout.ts `chooseAddress`, also reached from the address panel).
 */
export const SHIPPING_BY_ADDRESS_WAIT_MS = 2000;
export const CAROUSEL_LOAD_DELAY_MS = 10;
export const CAROUSEL_PRODUCTS_LOAD_DELAY_MS = 1000;
export const POST_LOGIN_ADDRESS_LOAD_DELAY_MS = 1000;
export const API_KEY_LOGIN_DELAY_MS = 1000;
export const SOCKET_RETRIES = 5;

/** Beyond the spec: how often the PIX panel asks whether the order was paid. */
export const PIX_STATUS_POLL_MS = 5000;

/** Beyond the spec: a tab hidden this long checks the session again when it comes back (spec 8 session check). */
export const SESSION_RECHECK_AFTER_HIDDEN_MS = 5 * 60 * 1000;

/** Beyond the spec: the chat socket's first reconnection wait, doubled at each of the SOCKET_RETRIES (1, 2, 4, 8, 16 s). */
export const SOCKET_RETRY_BACKOFF_MS = 1000;

/** Beyond the spec: a chat message not echoed by the server in this time is marked as not sent. */
export const CHAT_SEND_CONFIRM_TIMEOUT_MS = 10_000;

/** Beyond the spec: the chat socket outlives its last screen this long, so moving between chat pages keeps it. */
export const CHAT_RELEASE_GRACE_MS = 1000;

/** Beyond the spec (issue 9 quick order): SKUs looked up per product-list call (`sk` with SKUs separated by commas). */
export const QUICK_ORDER_LOOKUP_BATCH = 50;

/** Beyond the spec (issue 10 faults): a cart save lost to the network is tried again after this wait, doubled each time. */
export const CART_RESYNC_RETRY_MS = 2000;

/** Beyond the spec: the longest wait between two tries of a cart save lost to the network. */
export const CART_RESYNC_RETRY_MAX_MS = 30_000;

/** Beyond the spec (issue 10 faults): an order submission a reload interrupted is resolved on start only this soon after. */
export const PENDING_SUBMISSION_MAX_AGE_MS = 10 * 60 * 1000;

/** Beyond the spec: at most this many photos in a product's gallery, whatever a platform answers. */
export const GALLERY_MAX_PHOTOS = 12;

/** Beyond the spec: at most this many related products on a product's page, whatever a platform answers. */
export const RELATED_PRODUCTS_MAX = 8;
