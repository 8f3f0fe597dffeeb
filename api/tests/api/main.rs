//! Black-box tests of the HTTP API against real PostgreSQL and Redis.

mod alerts;
mod applications;
mod auth;
mod bad_input;
mod chat;
mod contract;
mod dashboards;
mod errors;
mod faults;
mod flows;
mod helpers;
mod home;
mod jobs;
mod legacy;
mod matrix;
mod pages;
mod pending_signups;
mod places;
mod profiles;
mod saved_jobs;
mod search;
mod server;
mod sessions;
mod smtp;
mod trust;
mod uploads;
