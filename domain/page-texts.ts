export const channelPageTitle = (channel: string): string => `Films on ${channel} Tonight and This Week`
export const channelPageEmpty = (channel: string): string => `No films showing on ${channel} this week`
export const genrePageTitle = (genre: string): string => `${genre} Films on TV this Week`
export const INVALID_GENRE = "Invalid Genre"
export const streamingPageTitle = (service: string): string => `Films Streaming on ${service}`
export const starPageTitle = (name: string): string => `Films starring ${name}`
export const directorPageTitle = (name: string): string => `Films directed by ${name}`
export const INVALID_FILM_PAGE = "Invalid film page (404 Not Found)"
export const INVALID_SERIES_PAGE = "Invalid TV series page (404 Not Found)"
export const HIGHLIGHTS_TITLE = "This Week's Highlights"
export const EXPLORER_TITLE = "Film Explorer"
export const MESSAGES_TITLE = "Last 100 Messages"
export const EMPTY_FLAG_LIST =
  "Films that you mark as watched, alert me! or not interested will be listed here."
export const NO_SEARCH_RESULTS = "No results found. Please try another search."
