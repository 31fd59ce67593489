// Moving between the app and the sign-in page (src/sign-in) is a full page load: the server sends
// each page for its own paths. One object, so tests can watch where the page would go.

// Once the page is leaving, a second call would abort the load under way (a refused call and the
// session guard both send the page to /login). A page restored from the back-forward cache is
// staying again.
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leaving = false;
  });
}

export const browser = {
  go(url: string) {
    if (leaving) return;
    leaving = true;
    window.location.replace(url);
  },
};
