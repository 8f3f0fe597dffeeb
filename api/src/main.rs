//! `kaamsetu-api`: serve the API (default), apply migrations, import legacy accounts, or make
//! an admin.

use std::{fs::File, io::BufReader, path::PathBuf};

use clap::{Parser, Subcommand};
use kaamsetu_api::config::Config;

/// mimalloc instead of glibc's allocator: under an all-different search load glibc's
/// malloc, free and consolidation took a fifth of the API's time (threads of tokio and of
/// the search threads hand buffers to each other).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "kaamsetu-api", about = "KaamSetu API server and account tools")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the HTTP API (the default).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Import accounts from a JSON-lines file with bcrypt hashes (see docs/operations.md).
    ImportUsers { file: PathBuf },
    /// Print the OpenAPI document.
    Openapi,
    /// Make an admin account (the moderation console at /admin, signed in at /login/admin),
    /// or set the password of an existing admin.
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    kaamsetu_search::telemetry::init_logging("info,sqlx=warn,apalis=warn,tower_http=info")?;
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => kaamsetu_api::run(Config::from_env()?).await,
        Command::Migrate => {
            kaamsetu_api::connect_and_migrate(&Config::from_env()?.database_url).await?;
            println!("migrations applied");
            Ok(())
        }
        Command::ImportUsers { file } => {
            let db = kaamsetu_api::connect_and_migrate(&Config::from_env()?.database_url).await?;
            let reader = BufReader::new(File::open(&file)?);
            let report = kaamsetu_api::legacy::import(&db, reader, |n| {
                if n % 1000 == 0 {
                    eprintln!("... {n} lines read");
                }
            })
            .await?;
            println!(
                "imported {}, skipped {} existing, rejected {}",
                report.imported,
                report.skipped_existing,
                report.rejected.len()
            );
            for (line, why) in &report.rejected {
                println!("  line {line}: {why}");
            }
            Ok(())
        }
        Command::CreateAdmin { email, password } => {
            let db = kaamsetu_api::connect_and_migrate(&Config::from_env()?.database_url).await?;
            let made = kaamsetu_api::accounts::admin::create_admin(&db, &email, &password).await?;
            println!(
                "admin {email} {}; sign in at /login/admin",
                if made { "created" } else { "password updated" }
            );
            Ok(())
        }
        Command::Openapi => {
            let (_, doc) = kaamsetu_api::routes::split();
            println!("{}", doc.to_pretty_json()?);
            Ok(())
        }
    }
}
