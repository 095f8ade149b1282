import { createQueryClient } from './query-client';

/** The app's one query cache: the pages read it, the route loaders fill it ahead of them. */
export const queryClient = createQueryClient();
