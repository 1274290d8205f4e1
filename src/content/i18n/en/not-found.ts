/** English: the words of notFound. */
export const words = {
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for does not exist or has moved.',
    action: 'Return to Home',
  },
};
