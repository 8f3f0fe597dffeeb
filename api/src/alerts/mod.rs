//! Job alerts: a job seeker's (or a confirmed guest's) saved search, mailed as jobs matching
//! it go live (instant) or as a morning digest (daily, weekly). The indexer matches new jobs
//! against the alerts and queues the mail tasks; this module keeps the alerts (create, edit,
//! confirm, unsubscribe) and sends the mails (`worker`). docs/operations.md "Job alerts".

use kaamsetu_search::{
    alerts::{AlertSearch, MAX_PER_ACCOUNT},
    catalog::{AlertFrequency, Language},
};
use sqlx::PgPool;
use uuid::Uuid;

use crate::{
    config::Config,
    error::{ApiError, ApiResult, ErrorCode},
    mail,
    security::same_bytes,
    store,
};

pub mod compose;
pub mod tokens;
pub mod worker;

pub use worker::spawn_worker;

/// Days a guest's alert waits for its confirmation before it is deleted (and stops counting
/// towards the address's limit).
pub const GUEST_CONFIRM_DAYS: i32 = 7;
pub use kaamsetu_search::alerts::MAIL_ATTEMPTS;

/// A new alert, parsed.
pub struct NewAlert {
    pub name: String,
    pub frequency: AlertFrequency,
    pub search: AlertSearch,
}

fn too_many(whose: &str) -> ApiError {
    ApiError::new(
        axum::http::StatusCode::CONFLICT,
        ErrorCode::AlertLimit,
        format!(
            "{whose} {MAX_PER_ACCOUNT} job alerts, the most allowed. Delete one to add another."
        ),
    )
}

/// Saves a job seeker's alert (confirmed at once); 409 past [`MAX_PER_ACCOUNT`].
pub async fn create_for_account(
    db: &PgPool,
    user: Uuid,
    email: &str,
    a: &NewAlert,
) -> ApiResult<Uuid> {
    let mut tx = db.begin().await?;
    if store::alerts::lock_and_count_for_user(&mut tx, user).await? >= MAX_PER_ACCOUNT {
        return Err(too_many("You already have"));
    }
    let id = Uuid::new_v4();
    store::alerts::insert(
        &mut *tx,
        &store::alerts::NewAlert {
            id,
            user_id: Some(user),
            email,
            name: &a.name,
            frequency: a.frequency,
            search: &a.search,
            confirmed: true,
            confirm_token_hash: None,
            // Unused: an account's alerts mail in the account's language.
            language: Language::En,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Saves a guest's alert, unconfirmed, and queues the mail with its confirmation link in the
/// same transaction; 409 past [`MAX_PER_ACCOUNT`] live alerts for the address.
pub async fn create_for_guest(
    db: &PgPool,
    config: &Config,
    email: &str,
    a: &NewAlert,
    language: Language,
) -> ApiResult<()> {
    let mut tx = db.begin().await?;
    let live = store::alerts::lock_and_count_for_guest(&mut tx, email, GUEST_CONFIRM_DAYS).await?;
    if live >= MAX_PER_ACCOUNT {
        return Err(too_many("This address already has"));
    }
    let id = Uuid::new_v4();
    let (token, hash) = tokens::new_confirm_token(&config.code_pepper, id);
    store::alerts::insert(
        &mut *tx,
        &store::alerts::NewAlert {
            id,
            user_id: None,
            email,
            name: &a.name,
            frequency: a.frequency,
            search: &a.search,
            confirmed: false,
            confirm_token_hash: Some(&hash),
            language,
        },
    )
    .await?;
    let url = format!(
        "{}/alerts/confirm?token={token}",
        config.public_origin.trim_end_matches('/')
    );
    mail::enqueue(
        &mut tx,
        &compose::confirm_mail(&compose::ConfirmMail {
            to: email,
            alert: id,
            search: &a.search,
            frequency: a.frequency,
            confirm_url: &url,
            expires_days: GUEST_CONFIRM_DAYS,
            language,
        }),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Changes one of an account's alerts; false when it is not this account's.
pub async fn update(
    db: &PgPool,
    id: Uuid,
    user: Uuid,
    change: &store::alerts::AlertChange,
) -> ApiResult<bool> {
    let mut tx = db.begin().await?;
    let found = store::alerts::update(&mut tx, id, user, change).await?;
    tx.commit().await?;
    Ok(found)
}

fn invalid_link() -> ApiError {
    ApiError::bad_request(
        ErrorCode::InvalidToken,
        "This link is not valid. Open the link from the mail exactly as it was sent.",
    )
}

/// Confirms a guest's alert by the token of its link (a second time is fine). 400 for a
/// malformed or wrong token, 404 when the alert is gone or its link expired.
pub async fn confirm(db: &PgPool, secret: &str, token: &str) -> ApiResult<()> {
    let (id, hash) = tokens::read_confirm_token(secret, token).ok_or_else(invalid_link)?;
    let Some(c) = store::alerts::confirmation(db, id).await? else {
        return Err(ApiError::not_found(
            "This job alert no longer exists. You can create it again from Find jobs.",
        ));
    };
    if !c
        .confirm_token_hash
        .is_some_and(|stored| same_bytes(&stored, &hash))
    {
        return Err(invalid_link());
    }
    if !c.confirmed && c.age_days > f64::from(GUEST_CONFIRM_DAYS) {
        return Err(ApiError::not_found(
            "This confirmation link has expired. You can create the alert again from Find jobs.",
        ));
    }
    store::alerts::confirm(db, id).await?;
    Ok(())
}

/// Stops an alert's mail by the token of its unsubscribe link, without a session. 400 for a
/// forged or malformed token; an alert deleted since is already stopped (fine).
pub async fn unsubscribe(db: &PgPool, secret: &str, token: &str) -> ApiResult<()> {
    let id = tokens::unsubscribe_id(secret, token).ok_or_else(invalid_link)?;
    if store::alerts::unsubscribe(db, id).await? {
        tracing::info!(alert = %id, "alert unsubscribed");
    }
    Ok(())
}
