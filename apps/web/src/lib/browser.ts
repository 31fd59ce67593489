// Moving between the app and the sign-in page (src/sign-in) is a full page load: the server sends
// each page for its own paths. One object, so tests can watch where the page would go.
export const browser = {
  go(url: string) {
    window.location.replace(url);
  },
};
