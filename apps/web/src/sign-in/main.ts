// The sign-in page: /login, /forgot-password, /reset-password and /verify without React, MUI or a
// router, so a first visit downloads a few KiB instead of the app (docs/decisions.md). The server
// sends sign-in.html for these paths (isSignInPath) and the app for the rest; moving between
// the two is a full page load.
import { parseWithoutEval } from '@staffdesk/shared';
import { setOnUnauthorized } from '../lib/api-client';
import { browser } from '../lib/browser';
import { showScreen } from './show-screen';
import './sign-in.css';

// The forms parse with zod: without eval, as the CSP allows none (docs/architecture.md "Security").
parseWithoutEval();
// Sign screens make public calls: a 401 there is that call's own answer (a wrong password).
setOnUnauthorized(() => undefined);
const root = document.getElementById('root');
if (root && !showScreen(root)) browser.go('/login');
