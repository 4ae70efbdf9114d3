/**
 * The service worker: the only runtime that holds the API key and token and calls the service.
 * This file only wires modules together; each handler module registers its own messages.
 */
import { restrictStorageToExtension } from '../shared/storage.ts';
import './handlers/account.ts';
import './handlers/runtime.ts';
import './handlers/selection.ts';
import { startRouter } from './router.ts';

// Listeners must be attached synchronously at start-up, or events that wake the worker are lost.
startRouter();
void restrictStorageToExtension();
