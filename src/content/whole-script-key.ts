/**
 * Where the whole content script (content-script.ts) says, in the frame's isolated world, that it
 * runs there: a second injection of it stays idle, and the first-screen script steps aside.
 */
export const WHOLE_SCRIPT_KEY = 'authenticity-lens.content';
