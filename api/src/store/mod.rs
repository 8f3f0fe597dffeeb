//! All SQL of the API lives here, one module per table group.

pub mod analytics;
pub mod applications;
pub mod codes;
pub mod jobs;
pub mod mail_jobs;
pub mod outbox;
pub mod pending;
pub mod saved_jobs;
pub mod sessions;
pub mod uploads;
pub mod users;
