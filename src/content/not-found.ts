/** Copy of the not-found page. */
export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  action: 'Return to Home',
} as const;
