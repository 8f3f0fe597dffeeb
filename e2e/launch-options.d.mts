import type { LaunchOptions } from '@playwright/test';
export declare const launchOptions: LaunchOptions;
