//! Import of accounts from the previous system: one JSON object per line with a bcrypt hash.
//! Such an account must replace its password (reset-migrated-password or a reset code)
//! before it can sign in.

use std::io::BufRead;

use chrono::{DateTime, Utc};
use serde::Deserialize;
use sqlx::PgPool;

use crate::{
    domain::{Email, Role, parse_name},
    store::{self, users::NewUser},
};

/// One line of the import file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct LegacyUser {
    pub email: String,
    pub name: String,
    pub role: Role,
    /// bcrypt (`$2a$`, `$2b$` or `$2y$`).
    pub password_hash: String,
    #[serde(default = "yes")]
    pub is_email_verified: bool,
    pub company_name: Option<String>,
    pub created_at: Option<DateTime<Utc>>,
}

fn yes() -> bool {
    true
}

/// What an import did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    pub imported: u64,
    pub skipped_existing: u64,
    pub rejected: Vec<(usize, String)>,
}

/// Imports every line; existing emails are skipped, bad lines reported with their number.
/// `progress` is called after each line with the count read so far.
pub async fn import(
    db: &PgPool,
    reader: impl BufRead,
    mut progress: impl FnMut(usize),
) -> anyhow::Result<ImportReport> {
    let mut report = ImportReport::default();
    for (i, line) in reader.lines().enumerate() {
        let n = i + 1;
        let line = line?;
        progress(n);
        if line.trim().is_empty() {
            continue;
        }
        let u: LegacyUser = match serde_json::from_str(&line) {
            Ok(u) => u,
            Err(e) => {
                report.rejected.push((n, e.to_string()));
                continue;
            }
        };
        let parsed = (|| {
            let email = Email::parse(&u.email).map_err(|e| e.message)?;
            let name = parse_name(&u.name, "Name").map_err(|e| e.message)?;
            if !(u.password_hash.starts_with("$2a$")
                || u.password_hash.starts_with("$2b$")
                || u.password_hash.starts_with("$2y$"))
            {
                return Err("passwordHash is not a bcrypt hash".to_string());
            }
            Ok((email, name))
        })();
        let (email, name) = match parsed {
            Ok(v) => v,
            Err(msg) => {
                report.rejected.push((n, msg));
                continue;
            }
        };
        if store::users::by_email(db, email.as_str()).await?.is_some() {
            report.skipped_existing += 1;
            continue;
        }
        let company = u
            .company_name
            .as_deref()
            .filter(|_| u.role == Role::Employer);
        match store::users::insert(
            db,
            &NewUser {
                role: u.role,
                name: &name,
                email: email.as_str(),
                password_hash: None,
                legacy_password_hash: Some(&u.password_hash),
                is_email_verified: u.is_email_verified,
                avatar: None,
                company_name: company,
                company_logo: None,
                created_at: u.created_at,
            },
        )
        .await
        {
            Ok(_) => report.imported += 1,
            Err(e)
                if e.as_database_error()
                    .is_some_and(|d| d.is_unique_violation()) =>
            {
                report.skipped_existing += 1
            }
            Err(e) => return Err(e.into()),
        }
    }
    Ok(report)
}
