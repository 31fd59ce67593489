// Opens an uploaded file (a JD, a CV) in a new tab; the server answers it as a download.
export const openFile = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};
