//! KaamSetu API: the axum app, its configuration and its store.

pub mod accounts;
pub mod alerts;
pub mod brochure;
pub mod chat;
pub mod codes;
pub mod config;
pub mod domain;
pub mod error;
pub mod extract;
#[cfg(test)]
mod fuzz;
pub mod hindi;
pub mod job_input;
pub mod legacy;
pub mod mail;
pub mod moderation;
pub mod pages;
pub mod paging;
pub mod pdf;
pub mod preloads;
pub mod profile;
pub mod profile_input;
pub mod redis_store;
pub mod reply;
pub mod routes;
pub mod search_pool;
pub mod security;
pub mod serve;
pub mod session;
pub mod simple_resume;
pub mod startup;
pub mod state;
pub mod store;
pub mod telemetry;
pub mod uploads;
pub mod views;
pub mod workers;

pub use startup::{app, build_state, connect_and_migrate, migrate, run};
