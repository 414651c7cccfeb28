export const en = {
  notFound: 'Page not found',
  notFoundHint: 'The page you asked for does not exist or has moved.',
  unauthorized: 'No access',
  unauthorizedHint: 'You do not have permission to open this page.',
  crashed: 'Something went wrong on this page.',
};
