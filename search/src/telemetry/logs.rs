//! The log set-up of both processes: JSON lines (one object a line, for files and collectors)
//! or pretty text (for a person at a terminal), on stderr, filtered by `RUST_LOG`.
//!
//! A JSON line carries, beside `timestamp`, `level`, `target` and the event's own fields, the
//! fields of every span it was logged in, outermost first (an inner span's field of the same
//! name wins) and the spans' names in `spans` (`"http>chat"`): every line logged while the API
//! answers a request carries that request's `request_id`.

use std::io::IsTerminal;

use serde_json::{Map, Value};
use tracing::{Event, Subscriber, field::Field};
use tracing_subscriber::{
    EnvFilter,
    fmt::{
        FmtContext, FormattedFields, MakeWriter,
        format::{FormatEvent, JsonFields, Writer},
    },
    registry::LookupSpan,
    util::SubscriberInitExt,
};

/// The environment variable that chooses the format.
pub const FORMAT_VAR: &str = "KAAMSETU_LOG_FORMAT";

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// One JSON object a line.
    Json,
    /// Text with colours, for a terminal.
    Pretty,
}

impl LogFormat {
    /// `json` or `pretty` (any case); unset or empty: pretty when stderr is a terminal, JSON
    /// otherwise. Anything else is an error naming the variable.
    pub fn parse(value: Option<&str>, on_terminal: bool) -> anyhow::Result<Self> {
        match value.map(str::trim).filter(|v| !v.is_empty()) {
            None if on_terminal => Ok(Self::Pretty),
            None => Ok(Self::Json),
            Some(v) if v.eq_ignore_ascii_case("json") => Ok(Self::Json),
            Some(v) if v.eq_ignore_ascii_case("pretty") => Ok(Self::Pretty),
            Some(v) => anyhow::bail!("{FORMAT_VAR} must be json or pretty, not {v:?}"),
        }
    }

    /// The format `KAAMSETU_LOG_FORMAT` and stderr choose.
    pub fn from_env() -> anyhow::Result<Self> {
        Self::parse(
            std::env::var(FORMAT_VAR).ok().as_deref(),
            std::io::stderr().is_terminal(),
        )
    }
}

/// Installs the process's logger: `RUST_LOG`'s filter (`default_filter` without it), in the
/// format of [`LogFormat::from_env`], on stderr.
pub fn init_logging(default_filter: &str) -> anyhow::Result<()> {
    let filter =
        || EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_filter));
    match LogFormat::from_env()? {
        LogFormat::Json => json_subscriber(filter(), std::io::stderr).try_init()?,
        LogFormat::Pretty => tracing_subscriber::fmt()
            .with_env_filter(filter())
            .with_writer(std::io::stderr)
            .finish()
            .try_init()?,
    }
    Ok(())
}

/// The JSON-lines subscriber, writing to `writer` (stderr in the binaries; a buffer in tests).
pub fn json_subscriber<W>(filter: EnvFilter, writer: W) -> impl Subscriber + Send + Sync + 'static
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .fmt_fields(JsonFields::new())
        .event_format(JsonLine)
        .with_writer(writer)
        .finish()
}

/// Writes an event as one JSON object with its spans' fields flattened in (see the module).
struct JsonLine;

impl<S> FormatEvent<S, JsonFields> for JsonLine
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, JsonFields>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> std::fmt::Result {
        let meta = event.metadata();
        let mut line = Map::new();
        line.insert(
            "timestamp".into(),
            chrono::Utc::now()
                .to_rfc3339_opts(chrono::SecondsFormat::Micros, true)
                .into(),
        );
        line.insert("level".into(), meta.level().as_str().into());
        line.insert("target".into(), meta.target().into());
        if let Some(scope) = ctx.event_scope() {
            let mut names = Vec::new();
            for span in scope.from_root() {
                names.push(span.name());
                let extensions = span.extensions();
                // JsonFields keeps each span's fields as the text of a JSON object.
                if let Some(fields) = extensions.get::<FormattedFields<JsonFields>>()
                    && let Ok(Value::Object(map)) = serde_json::from_str::<Value>(fields)
                {
                    line.extend(map);
                }
            }
            line.insert("spans".into(), names.join(">").into());
        }
        event.record(&mut Fields(&mut line));
        let text = serde_json::to_string(&Value::Object(line)).map_err(|_| std::fmt::Error)?;
        writeln!(writer, "{text}")
    }
}

/// An event's fields, as JSON values (numbers and booleans stay typed).
struct Fields<'a>(&'a mut Map<String, Value>);

impl tracing::field::Visit for Fields<'_> {
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_f64(&mut self, field: &Field, value: f64) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().into(), value.into());
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0
            .insert(field.name().into(), format!("{value:?}").into());
    }
}

/// A log writer into memory, for tests that read what was logged ([`json_subscriber`]'s
/// writer); clones share the buffer.
#[derive(Clone, Default)]
pub struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Captured {
    /// Everything written so far.
    pub fn text(&self) -> String {
        let bytes = self.0.lock().unwrap_or_else(|e| e.into_inner()).clone();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'w> MakeWriter<'w> for Captured {
    type Writer = Captured;

    fn make_writer(&'w self) -> Self::Writer {
        self.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_format_is_chosen_by_the_variable_then_by_the_terminal() {
        assert_eq!(LogFormat::parse(None, true).unwrap(), LogFormat::Pretty);
        assert_eq!(LogFormat::parse(Some(" "), false).unwrap(), LogFormat::Json);
        assert_eq!(
            LogFormat::parse(Some("JSON"), true).unwrap(),
            LogFormat::Json
        );
        assert_eq!(
            LogFormat::parse(Some("pretty"), false).unwrap(),
            LogFormat::Pretty
        );
        let e = LogFormat::parse(Some("xml"), false)
            .unwrap_err()
            .to_string();
        assert!(e.contains(FORMAT_VAR) && e.contains("xml"), "{e}");
    }

    #[test]
    fn a_line_is_one_object_with_every_enclosing_spans_fields() {
        let out = Captured::default();
        let sub = json_subscriber(EnvFilter::new("info"), out.clone());
        tracing::subscriber::with_default(sub, || {
            let http = tracing::info_span!("http", request_id = "r-1", path = "/api/x");
            let _h = http.enter();
            tracing::info!(n = 3, ok = true, "outer");
            let inner = tracing::info_span!("chat", path = "inner");
            let _i = inner.enter();
            tracing::warn!(why = ?Some(1), "inner \"quoted\"\nline");
        });
        let text = out.text();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0]["message"], "outer");
        assert_eq!(lines[0]["request_id"], "r-1");
        assert_eq!(lines[0]["n"], 3);
        assert_eq!(lines[0]["ok"], true);
        assert_eq!(lines[0]["level"], "INFO");
        assert_eq!(lines[0]["spans"], "http");
        assert_eq!(lines[1]["request_id"], "r-1");
        assert_eq!(lines[1]["path"], "inner");
        assert_eq!(lines[1]["spans"], "http>chat");
        assert_eq!(lines[1]["why"], "Some(1)");
        assert_eq!(lines[1]["message"], "inner \"quoted\"\nline");
    }
}
