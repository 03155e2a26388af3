/** Sent on window once the page's content is the app's: main.tsx then replays early presses. */
export const PAGE_HYDRATED_EVENT = 'fund:page-hydrated';
