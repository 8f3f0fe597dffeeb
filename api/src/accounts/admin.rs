//! Admin accounts: made only by ops (`kaamsetu-api create-admin`), never by sign-up.

use sqlx::PgPool;

use crate::{
    domain::{Email, NewPassword},
    security, store,
};

/// Makes an admin (or sets the password of an existing admin of that email): true when made.
/// The password follows the sign-up rules; an email of a job seeker or an employer is refused
/// (an account never changes role).
pub async fn create_admin(db: &PgPool, email: &str, password: &str) -> anyhow::Result<bool> {
    let email = Email::parse(email).map_err(|e| anyhow::anyhow!("{}", e.message))?;
    let password =
        NewPassword::parse_signup(password).map_err(|e| anyhow::anyhow!("{}", e.message))?;
    let hash = security::hash_password(password.as_str()).await?;
    let name = email
        .as_str()
        .split('@')
        .next()
        .filter(|n| n.chars().count() >= 2)
        .unwrap_or("Admin");
    store::moderation::upsert_admin(db, email.as_str(), name, &hash)
        .await?
        .ok_or_else(|| {
            anyhow::anyhow!(
                "{} belongs to a job seeker or employer account; an admin needs its own address",
                email.as_str()
            )
        })
}
