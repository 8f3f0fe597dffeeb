//! Sign-up: register, verify the email code (the account is created then), resend the code.

use super::*;

/// A sign-up waits for the code just mailed (or mailed within the cooldown).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationSentReply {
    success: bool,
    message: &'static str,
    /// Always true.
    requires_email_verification: bool,
    /// The address, normalised.
    email: String,
    /// This sign-up among others waiting for the same address: Resend names it.
    registration_id: Uuid,
    /// Mail is written to files, not sent (development).
    dev_mode: bool,
    /// Seconds before another code can be sent.
    cooldown_seconds: u64,
}

/// Sign-up payload (spec §3 "Registration payload").
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RegisterBody {
    #[serde(default)]
    name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    confirm_password: Option<String>,
    role: Option<Role>,
    /// File name from the image upload (job seekers and employers).
    avatar: Option<String>,
    /// Employers only.
    company_name: Option<String>,
    /// Employers only: file name from the image upload.
    company_logo: Option<String>,
}

/// A validated sign-up.
struct SignUp {
    role: Role,
    name: String,
    email: Email,
    password: NewPassword,
    avatar: Option<String>,
    company_name: Option<String>,
    company_logo: Option<String>,
}

impl RegisterBody {
    /// The sign-up rules of spec §5, in order.
    fn parse(self) -> ApiResult<SignUp> {
        let role = self
            .role
            .ok_or_else(|| ApiError::validation("Role is required"))?;
        let name = parse_name(&self.name, "Name")?;
        let company_name = match role {
            Role::Employer => Some(parse_name(
                self.company_name.as_deref().unwrap_or(""),
                "Company name",
            )?),
            Role::Jobseeker if self.company_name.is_some() || self.company_logo.is_some() => {
                return Err(ApiError::validation(
                    "companyName and companyLogo are only for employer accounts",
                ));
            }
            Role::Jobseeker => None,
        };
        let email = Email::parse(&self.email)?;
        let password = NewPassword::parse_signup(&self.password)?;
        check_confirm(&self.password, self.confirm_password.as_deref())?;
        let blank = |v: Option<String>| v.filter(|s| !s.trim().is_empty());
        Ok(SignUp {
            role,
            name,
            email,
            password,
            avatar: blank(self.avatar),
            company_name,
            company_logo: blank(self.company_logo),
        })
    }
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
    for f in [&user.avatar, &user.company_logo].into_iter().flatten() {
        store::uploads::claim(&mut *conn, f, user.id).await?;
    }
    Ok(())
}

/// POST /api/auth/register
#[utoipa::path(post, path = "/api/auth/register", tag = "auth", request_body = RegisterBody,
    responses(
        (status = 200, description = "Code sent: the sign-up waits for it", body = VerificationSentReply),
        (status = 201, description = "Account created and signed in (verification switched off)", body = UserReply),
        (status = 400, description = "Validation failure or `User already exists`", body = ErrorBody),
        (status = 429, description = "Too many sign-ups or codes", body = ErrorBody),
    ))]
pub async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<RegisterBody>,
) -> ApiResult<Response> {
    let s = body.parse()?;
    if let Err(wait) = state
        .redis
        .limit(
            &format!("register:ip:{ip}"),
            state.config.register_max_per_ip,
            Duration::from_secs(3600),
        )
        .await
    {
        return Err(ApiError::too_many(
            "Too many sign-ups from this network. Please try again later.",
            wait,
            "retryAfterSeconds",
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
    check_image_ref(&state, s.avatar.as_deref()).await?;
    check_image_ref(&state, s.company_logo.as_deref()).await?;
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
            &ip.to_string(),
            user_agent(&headers),
        )
        .await?;
        tx.commit().await?;
        tracing::info!(user_id = %user.id, role = %user.role, "account created");
        let res = ok(
            StatusCode::CREATED,
            UserReply::new("Registration successful!", UserView::from(&user)),
        );
        return Ok(with_cookie(
            res,
            session::set_cookie(&token, false, state.config.https()),
        ));
    }

    // A sign-up never replaces another one for the same address: each is kept on its own and
    // only the code mailed for it creates it (a stranger cannot swap the password or role of a
    // sign-up that waits for its owner's code).
    let registration_id = store::pending::insert(
        &mut *tx,
        &NewPending {
            email: s.email.as_str(),
            role: s.role.as_str(),
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
        &state,
        s.email.as_str(),
        Purpose::VerifyEmail,
        Some(registration_id),
        true,
    )
    .await
    {
        Ok(next) => next,
        Err(IssueError::Cooldown(wait)) => wait,
        Err(e) => return Err(e.into()),
    };
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        VerificationSentReply {
            success: true,
            message: "Verification code sent to your email",
            requires_email_verification: true,
            email: s.email.as_str().to_string(),
            registration_id,
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: cooldown,
        },
    ))
}

/// Body of verify-email-and-create.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct VerifyEmailBody {
    #[serde(default)]
    email: String,
    #[serde(default)]
    verification_code: String,
}

/// POST /api/auth/verify-email-and-create
#[utoipa::path(post, path = "/api/auth/verify-email-and-create", tag = "auth",
    request_body = VerifyEmailBody,
    responses(
        (status = 201, description = "Account created and signed in", body = UserReply),
        (status = 400, description = "Wrong, expired or used code", body = ErrorBody),
    ))]
pub async fn verify_email_and_create(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    Json(body): Json<VerifyEmailBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let code = parse_code(&body.verification_code)
        .map_err(|_| ApiError::validation("Please enter the 6-digit verification code"))?;
    let mut tx = state.db.begin().await?;
    let (code_id, pending_id) = match codes::check(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::VerifyEmail,
        &code,
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
                    role: Role::parse(&p.role).unwrap_or(Role::Jobseeker),
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
        &ip.to_string(),
        user_agent(&headers),
    )
    .await?;
    tx.commit().await?;
    tracing::info!(user_id = %user.id, role = %user.role, "account created after email verification");
    let mut view = UserView::from(&user);
    view.is_email_verified = true;
    let res = ok(
        StatusCode::CREATED,
        UserReply::new("Email verified successfully! Account created.", view),
    );
    Ok(with_cookie(
        res,
        session::set_cookie(&token, false, state.config.https()),
    ))
}

/// Body of resend-verification-code: the address, and the sign-up the code is for (the
/// `registrationId` its register reply carried).
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ResendBody {
    #[serde(default)]
    email: String,
    registration_id: Option<Uuid>,
}

/// POST /api/auth/resend-verification-code
#[utoipa::path(post, path = "/api/auth/resend-verification-code", tag = "auth",
    request_body = ResendBody,
    responses(
        (status = 200, description = "Sent when a sign-up is waiting; the same answer otherwise", body = CodeSentReply),
        (status = 400, description = "Email address is invalid", body = ErrorBody),
        (status = 429, description = "Cooldown: `cooldownSeconds`", body = ErrorBody),
    ))]
pub async fn resend_verification_code(
    State(state): State<AppState>,
    Json(body): Json<ResendBody>,
) -> ApiResult<Response> {
    let email = Email::parse(&body.email)?;
    let mut tx = state.db.begin().await?;
    let target = resend_target(&mut tx, email.as_str(), body.registration_id).await?;
    let next = codes::issue(
        &mut tx,
        &state,
        email.as_str(),
        Purpose::VerifyEmail,
        target.flatten(),
        target.is_some(),
    )
    .await?;
    tx.commit().await?;
    Ok(ok(
        StatusCode::OK,
        CodeSentReply {
            success: true,
            message: "Verification code resent to your email!",
            dev_mode: state.config.dev_mail(),
            cooldown_seconds: next,
        },
    ))
}

/// Which account a resent verification code is for: `Some(Some(id))` a sign-up, `Some(None)` an
/// imported account that was never verified, `None` nothing (no mail goes out, the answer is
/// the same). Without a `registrationId` a sign-up is chosen only when it is the address's one
/// waiting sign-up: with several, nobody can tell which one the person at the keyboard made.
async fn resend_target(
    conn: &mut PgConnection,
    email: &str,
    registration_id: Option<Uuid>,
) -> ApiResult<Option<Option<Uuid>>> {
    if let Some(id) = registration_id {
        return Ok(store::pending::get(&mut *conn, email, id)
            .await?
            .map(|p| Some(p.id)));
    }
    if store::users::by_email(&mut *conn, email)
        .await?
        .is_some_and(|u| !u.is_email_verified)
    {
        return Ok(Some(None));
    }
    match store::pending::for_email(&mut *conn, email)
        .await?
        .as_slice()
    {
        [only] => Ok(Some(Some(only.id))),
        _ => Ok(None),
    }
}
