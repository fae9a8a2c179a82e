import { configure } from '@testing-library/react';

// Scenes load lazily and editors render Mantine: on a busy 2-core CI runner a first render
// can take longer than Testing Library's 1 s default. A longer wait changes no outcome; it
// only stops a slow machine from failing a test that waits for something that does appear.
configure({ asyncUtilTimeout: 5_000 });
