//! Signing up: a sign-up waits for its emailed code (each kept on its own), and the code
//! creates exactly the account it was mailed for; with verification switched off the account is
//! created at once.

use std::time::Duration;

use sqlx::PgConnection;
use uuid::Uuid;

use super::{Client, SignedIn};
use crate::{
    codes::{self, Check, IssueError},
    domain::{Email, NewPassword, Role},
    error::{ApiError, ApiResult, ErrorCode},
    security, session,
    state::AppState,
    store::{
        self,
        codes::{CodeScope, Purpose},
        pending::NewPending,
    },
};

/// A validated sign-up.
pub struct SignUp {
    pub role: Role,
    pub name: String,
    pub email: Email,
    pub password: NewPassword,
    pub avatar: Option<String>,
    pub company_name: Option<String>,
    pub company_logo: Option<String>,
}

/// What a sign-up came to.
pub enum Registered {
    /// Verification is switched off: the account exists and is signed in.
    Created(Box<SignedIn>),
    /// The sign-up waits for its code (mailed now, or after the cooldown of an earlier one).
    Waiting {
        registration_id: Uuid,
        cooldown_seconds: u64,
    },
}

/// An image named in a sign-up must be one of our image uploads that nobody owns yet.
async fn check_image_ref(state: &AppState, name: Option<&str>) -> ApiResult<()> {
    let Some(name) = name else { return Ok(()) };
    match store::uploads::get(&state.db, name).await? {
        Some(u) if u.kind == "image" && u.owner_id.is_none() => Ok(()),
        _ => Err(ApiError::validation(
            "The uploaded image was not found. Please upload it again.",
        )),
    }
}

async fn claim_images(conn: &mut PgConnection, user: &store::users::UserRow) -> ApiResult<()> {
    for f in [&user.profile.avatar, &user.profile.company_logo]
        .into_iter()
        .flatten()
    {
        store::uploads::claim(&mut *conn, f, user.id).await?;
    }
    Ok(())
}

/// Registers `s`: limited per address, refused for a taken email, images checked; then the
/// sign-up waits for its code, or (verification off) the account is created and signed in.
pub async fn register(state: &AppState, s: &SignUp, client: &Client) -> ApiResult<Registered> {
    if let Err(wait) = state
        .redis
        .limit(
            &format!("register:ip:{}", client.ip),
            state.config.register_max_per_ip,
            Duration::from_secs(3600),
        )
        .await
    {
        return Err(ApiError::too_many(
            "register:ip",
            "Too many sign-ups from this network. Please try again later.",
            wait,
            crate::error::Wait::RetryAfter,
        ));
    }
    if store::users::by_email(&state.db, s.email.as_str())
        .await?
        .is_some()
    {
        return Err(ApiError::bad_request(
            ErrorCode::UserExists,
            "User already exists",
        ));
    }
    check_image_ref(state, s.avatar.as_deref()).await?;
    check_image_ref(state, s.company_logo.as_deref()).await?;
    let hash = security::hash_password(s.password.as_str()).await?;

    let mut tx = state.db.begin().await?;
    if !state.config.email_verification {
        let user = store::users::insert(
            &mut *tx,
            &store::users::NewUser {
                role: s.role,
                name: &s.name,
                email: s.email.as_str(),
                password_hash: Some(&hash),
                legacy_password_hash: None,
                is_email_verified: true,
                avatar: s.avatar.as_deref(),
                company_name: s.company_name.as_deref(),
                company_logo: s.company_logo.as_deref(),
                created_at: None,
            },
        )
        .await?;
        claim_images(&mut tx, &user).await?;
        let token = session::create(
            &mut *tx,
            user.id,
            false,
            &client.ip,
            client.user_agent.as_deref(),
        )
        .await?;
        tx.commit().await?;
        tracing::info!(user_id = %user.id, role = %user.role, "account created");
        return Ok(Registered::Created(Box::new(SignedIn { user, token })));
    }

    // A sign-up never replaces another one for the same address: each is kept on its own and
    // only the code mailed for it creates it (a stranger cannot swap the password or role of a
    // sign-up that waits for its owner's code).
    let registration_id = store::pending::insert(
        &mut *tx,
        &NewPending {
            email: s.email.as_str(),
            role: s.role,
            name: &s.name,
            password_hash: &hash,
            avatar: s.avatar.as_deref(),
            company_name: s.company_name.as_deref(),
            company_logo: s.company_logo.as_deref(),
        },
    )
    .await?;
    store::pending::prune(&mut *tx, s.email.as_str()).await?;
    // Within the cooldown of an earlier code no mail goes out: this sign-up gets its code from
    // Resend (with its `registrationId`) once the cooldown is over, and the earlier code still
    // creates only the sign-up it was mailed for.
    let cooldown = match codes::issue(
        &mut tx,
        state,
        s.email.as_str(),
        Purpose::VerifyEmail,
        &CodeScope {
            pending_id: Some(registration_id),
            ..CodeScope::default()
        },
        true,
        client.language,
    )
    .await
    {
        Ok(next) => next,
        Err(IssueError::Cooldown(wait)) => wait,
        Err(e) => return Err(e.into()),
    };
    tx.commit().await?;
    Ok(Registered::Waiting {
        registration_id,
        cooldown_seconds: cooldown,
    })
}

/// Creates the account the code was mailed for (or verifies an imported account) and signs it
/// in.
pub async fn verify_and_create(
    state: &AppState,
    email: &Email,
    code: &str,
    client: &Client,
) -> ApiResult<SignedIn> {
    let mut tx = state.db.begin().await?;
    let (code_id, pending_id) = match codes::check(
        &mut tx,
        state,
        email.as_str(),
        Purpose::VerifyEmail,
        None,
        code,
        "Invalid verification code",
    )
    .await?
    {
        Check::Valid { id, pending_id } => (id, pending_id),
        Check::Invalid(e) => {
            tx.commit().await?;
            return Err(e);
        }
    };
    // The code creates exactly the sign-up it was mailed for.
    let pending = match pending_id {
        Some(id) => store::pending::get(&mut *tx, email.as_str(), id).await?,
        None => None,
    };
    let user = match pending {
        Some(p) => {
            let user = store::users::insert(
                &mut *tx,
                &store::users::NewUser {
                    role: p.role,
                    name: &p.name,
                    email: &p.email,
                    password_hash: Some(&p.password_hash),
                    legacy_password_hash: None,
                    is_email_verified: true,
                    avatar: p.avatar.as_deref(),
                    company_name: p.company_name.as_deref(),
                    company_logo: p.company_logo.as_deref(),
                    created_at: None,
                },
            )
            .await?;
            // The account keeps the language its owner signed up in (their mails are written in it).
            let mut user = user;
            if client.language != user.language {
                store::users::set_language(&mut *tx, user.id, client.language).await?;
                user.language = client.language;
            }
            store::pending::delete_for_email(&mut *tx, email.as_str()).await?;
            store::codes::kill_all(&mut *tx, email.as_str(), Purpose::VerifyEmail).await?;
            claim_images(&mut tx, &user).await?;
            user
        }
        // An imported account that was never verified proves its mailbox the same way.
        None => match store::users::by_email(&mut *tx, email.as_str()).await? {
            Some(u) if !u.is_email_verified => {
                store::users::mark_verified(&mut *tx, u.id).await?;
                u
            }
            Some(_) => {
                return Err(ApiError::bad_request(
                    ErrorCode::AlreadyVerified,
                    "This email is already verified. Please log in.",
                ));
            }
            None => {
                return Err(ApiError::bad_request(
                    ErrorCode::NoPendingRegistration,
                    "No sign-up is waiting for this email. Please sign up again.",
                ));
            }
        },
    };
    store::codes::consume(&mut *tx, code_id).await?;
    let token = session::create(
        &mut *tx,
        user.id,
        false,
        &client.ip,
        client.user_agent.as_deref(),
    )
    .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, role = %user.role, "account created after email verification");
    Ok(SignedIn { user, token })
}
