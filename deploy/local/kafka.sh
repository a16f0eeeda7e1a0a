#!/usr/bin/env bash
# Single-node Apache Kafka (KRaft, combined broker+controller) for local development,
# run on the machine's Java 17+ with jars fetched from Maven Central: no Docker, no tarball.
#
#   deploy/local/kafka.sh start|stop|restart|status|logs [-f]
#
# Environment (all optional):
#   KAFKA_PORT             client port (PLAINTEXT), default 9092
#   KAFKA_CONTROLLER_PORT  KRaft controller port, default 9093
#   KAFKA_DATA_DIR         data + logs, default <repo>/deploy/local/.kafka (git-ignored)
#   TNA_CACHE_DIR          jar cache root, default $HOME/.cache/tna (outside git, shared by clones)
#   KAFKA_HEAP_OPTS        JVM heap, default "-Xms256m -Xmx768m"
#   KAFKA_START_TIMEOUT    seconds to wait for the broker to serve clients, default 90
#   KAFKA_STOP_TIMEOUT     seconds of grace before kill -9 on stop, default 30
#   KAFKA_LOG_LINES        lines printed by `logs`, default 200
#   JAVA_HOME              Java 17+ to use instead of `java` on PATH
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$SCRIPT_DIR/../.." && pwd)"
POM="$SCRIPT_DIR/kafka/pom.xml"

HOST=127.0.0.1
PORT="${KAFKA_PORT:-9092}"
CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
START_TIMEOUT="${KAFKA_START_TIMEOUT:-90}"
STOP_TIMEOUT="${KAFKA_STOP_TIMEOUT:-30}"

# A relative KAFKA_DATA_DIR means relative to where the user ran the command.
DATA_DIR="${KAFKA_DATA_DIR:-$REPO_ROOT/deploy/local/.kafka}"
mkdir -p "$DATA_DIR"
DATA_DIR="$(cd "$DATA_DIR" && pwd)"
LOG_DIR="$DATA_DIR/logs"          # broker's own log4j output
KRAFT_DIR="$DATA_DIR/kraft-logs"  # Kafka's log.dirs (the actual topic data)
PID_FILE="$DATA_DIR/kafka.pid"
CONSOLE_OUT="$LOG_DIR/kafka.out"  # JVM stdout/stderr: crashes before log4j is up land here
PROPS="$DATA_DIR/server.properties"
LOG4J_PROPS="$DATA_DIR/log4j2.properties"

# The pom is the single source of the version, so the cache name can never drift from it.
KAFKA_VERSION="$(sed -n 's:.*<kafka.version>\(.*\)</kafka.version>.*:\1:p' "$POM" | head -n1)"
[[ -n "$KAFKA_VERSION" ]] || { echo "kafka.sh: cannot read <kafka.version> from $POM" >&2; exit 1; }
CACHE_ROOT="${TNA_CACHE_DIR:-$HOME/.cache/tna}"
LIBS_DIR="$CACHE_ROOT/kafka-$KAFKA_VERSION/libs"

if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then JAVA="$JAVA_HOME/bin/java"; else JAVA=java; fi

log() { echo "kafka.sh: $*"; }
die() { echo "kafka.sh: error: $*" >&2; exit 1; }

# --- process helpers -------------------------------------------------------------------

# Prints the broker PID if the PID file points at a live Kafka JVM; clears a stale file.
running_pid() {
  [[ -f "$PID_FILE" ]] || return 1
  local pid cmdline=""
  pid="$(cat "$PID_FILE" 2>/dev/null || true)"
  # Compare the command line too: after a reboot the PID may belong to something else.
  if [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
    cmdline="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null || true)"
  fi
  if [[ "$cmdline" == *"kafka.Kafka $PROPS"* ]]; then
    echo "$pid"
    return 0
  fi
  rm -f "$PID_FILE"
  return 1
}

port_in_use() {
  # Bash's /dev/tcp keeps this dependency-free; it only ever touches loopback.
  (exec 3<>"/dev/tcp/$HOST/$1") 2>/dev/null
}

# Byte sizes of the two logs when this start began, so a failure shows only its own lines.
OUT_MARK=0
LOG_MARK=0
mark_logs() {
  OUT_MARK="$(stat -c %s "$CONSOLE_OUT" 2>/dev/null || echo 0)"
  LOG_MARK="$(stat -c %s "$LOG_DIR/server.log" 2>/dev/null || echo 0)"
}

tail_logs() {
  local f mark new
  for f in "$CONSOLE_OUT" "$LOG_DIR/server.log"; do
    [[ -s "$f" ]] || continue
    if [[ "$f" == "$CONSOLE_OUT" ]]; then mark=$OUT_MARK; else mark=$LOG_MARK; fi
    # The log may have rotated since the mark; then its whole tail is new.
    (($(stat -c %s "$f") >= mark)) || mark=0
    new="$(tail -c +"$((mark + 1))" "$f" | tail -n 40)"
    [[ -n "$new" ]] || continue
    echo "----- last lines of $f -----" >&2
    echo "$new" >&2
  done
}

# Port of the running broker as last configured, so status is right without KAFKA_PORT set.
configured_port() {
  sed -n "s|^listeners=PLAINTEXT://[^:]*:\([0-9]*\),.*|\1|p" "$PROPS" 2>/dev/null | head -n1
}

# --- setup -------------------------------------------------------------------------------

check_java() {
  command -v "$JAVA" >/dev/null 2>&1 || die "java not found (Kafka $KAFKA_VERSION needs Java 17+); set JAVA_HOME"
  local v
  v="$("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
  [[ "${v%%.*}" =~ ^[0-9]+$ && "${v%%.*}" -ge 17 ]] || die "Kafka $KAFKA_VERSION needs Java 17+, found '${v:-unknown}' at $JAVA"
}

fetch_jars() {
  [[ -f "$LIBS_DIR/.complete" ]] && return 0
  command -v mvn >/dev/null 2>&1 || die "mvn not found: it is needed once to fetch the Kafka jars into $LIBS_DIR"
  log "fetching Kafka $KAFKA_VERSION jars from Maven Central into $LIBS_DIR (once)"
  mkdir -p "$(dirname "$LIBS_DIR")"
  # Download into a temp dir and rename, so an interrupted fetch never looks complete.
  local tmp="$LIBS_DIR.tmp.$$" mvn_log="$LIBS_DIR.tmp.$$.log"
  rm -rf "$tmp"
  # Output goes to a file: Maven 3.8 prints stray ANSI codes even with -q -B.
  if ! mvn -q -B -f "$POM" dependency:copy-dependencies -DoutputDirectory="$tmp" -DincludeScope=runtime >"$mvn_log" 2>&1; then
    cat "$mvn_log" >&2
    rm -rf "$tmp" "$mvn_log"
    die "mvn could not fetch the Kafka jars (is Maven Central reachable?)"
  fi
  rm -f "$mvn_log"
  [[ -f "$tmp/kafka_2.13-$KAFKA_VERSION.jar" ]] || { rm -rf "$tmp"; die "kafka_2.13-$KAFKA_VERSION.jar missing after fetch"; }
  touch "$tmp/.complete"
  rm -rf "$LIBS_DIR"
  mv "$tmp" "$LIBS_DIR"
}

write_config() {
  mkdir -p "$LOG_DIR" "$KRAFT_DIR"
  # Rewritten on every start so a changed KAFKA_PORT takes effect; topic data is untouched.
  cat >"$PROPS" <<EOF
# Generated by deploy/local/kafka.sh on every start; edits are overwritten.
process.roles=broker,controller
node.id=1
controller.quorum.bootstrap.servers=$HOST:$CONTROLLER_PORT
listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
advertised.listeners=PLAINTEXT://$HOST:$PORT,CONTROLLER://$HOST:$CONTROLLER_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KRAFT_DIR

# One node: every internal topic must live with replication factor 1.
num.partitions=6
default.replication.factor=1
min.insync.replicas=1
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
share.coordinator.state.topic.replication.factor=1
share.coordinator.state.topic.min.isr=1
auto.create.topics.enable=true

# Dev speed: consumer groups form at once instead of waiting 3 s for more members.
group.initial.rebalance.delay.ms=0

# Keep a developer's disk in check: a week or 1 GiB per partition, whichever first.
log.retention.hours=168
log.retention.bytes=1073741824
log.segment.bytes=134217728
EOF

  cat >"$LOG4J_PROPS" <<EOF
# Generated by deploy/local/kafka.sh. Broker log in $LOG_DIR/server.log, rotated by size.
status = warn
appender.file.type = RollingFile
appender.file.name = file
appender.file.fileName = $LOG_DIR/server.log
appender.file.filePattern = $LOG_DIR/server.log.%i
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = [%d] %p %m (%c)%n
appender.file.policies.type = Policies
appender.file.policies.size.type = SizeBasedTriggeringPolicy
appender.file.policies.size.size = 20MB
appender.file.strategy.type = DefaultRolloverStrategy
appender.file.strategy.max = 3
rootLogger.level = info
rootLogger.appenderRef.file.ref = file
# Chatty at INFO and of no use to a developer.
logger.state.name = state.change.logger
logger.state.level = warn
logger.request.name = kafka.request.logger
logger.request.level = warn
EOF
}

format_storage_once() {
  # meta.properties marks a formatted log dir; formatting again would fail or wipe the quorum.
  [[ -f "$KRAFT_DIR/meta.properties" ]] && return 0
  # A cluster id is 16 random bytes in URL-safe base64 without padding (what
  # `StorageTool random-uuid` prints); made here to save a JVM start. Kafka rejects ids
  # starting with '-' as they look like CLI flags.
  local cluster_id=-
  while [[ "$cluster_id" == -* ]]; do
    cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | cut -c1-22)"
  done
  log "formatting KRaft storage in $KRAFT_DIR (cluster id $cluster_id)"
  # --standalone: this node alone forms the dynamic controller quorum (KIP-853).
  # Log4j's default (errors to stderr) keeps the tool's config dump out of server.log.
  if ! "$JAVA" -cp "$LIBS_DIR/*" kafka.tools.StorageTool format --standalone -t "$cluster_id" -c "$PROPS" >>"$CONSOLE_OUT" 2>&1; then
    tail_logs
    die "formatting the KRaft storage failed"
  fi
}

# One readiness probe: kafkajs from the npm workspace when installed (fast), otherwise
# Kafka's own admin client through Java's single-file launcher.
probe_ready() {
  if [[ -n "$NODE_PROBE" ]]; then
    node "$SCRIPT_DIR/kafka/ready.cjs" "$HOST:$PORT" >/dev/null 2>&1
  else
    "$JAVA" -cp "$LIBS_DIR/*" -Dlog4j2.level=off "$SCRIPT_DIR/kafka/Ready.java" "$HOST:$PORT" >/dev/null 2>&1
  fi
}

wait_ready() {
  local pid="$1" deadline=$((SECONDS + START_TIMEOUT))
  NODE_PROBE=""
  if command -v node >/dev/null 2>&1 && (cd "$SCRIPT_DIR/kafka" && node -e "require.resolve('kafkajs')") >/dev/null 2>&1; then
    NODE_PROBE=1
  fi
  while ((SECONDS < deadline)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$PID_FILE"
      tail_logs
      die "Kafka exited during startup (see $LOG_DIR)"
    fi
    probe_ready && return 0
    sleep 0.5
  done
  tail_logs
  # Leave nothing half-started behind: a later `start` would otherwise report "already running".
  stop_pid "$pid" >/dev/null
  die "Kafka did not accept clients on $HOST:$PORT within ${START_TIMEOUT}s; stopped it (raise KAFKA_START_TIMEOUT?)"
}

# --- commands ----------------------------------------------------------------------------

cmd_start() {
  local pid
  if pid="$(running_pid)"; then
    local port
    port="$(configured_port)"
    log "already running (pid $pid) on $HOST:${port:-$PORT}"
    echo "KAFKA_BROKERS=$HOST:${port:-$PORT}"
    return 0
  fi
  # Something else on our ports would make the broker die with a bind error; say it plainly.
  local p
  for p in "$PORT" "$CONTROLLER_PORT"; do
    port_in_use "$p" && die "port $HOST:$p is already in use by another process (set KAFKA_PORT / KAFKA_CONTROLLER_PORT)"
  done

  check_java
  fetch_jars
  write_config
  mark_logs
  format_storage_once

  local t0=${EPOCHREALTIME/[.,]/}
  log "starting Kafka $KAFKA_VERSION on $HOST:$PORT (data in $DATA_DIR)"
  # setsid detaches the broker from the caller's terminal so Ctrl-C there does not kill it;
  # 9>&- keeps the lock fd out of the long-lived JVM, or later stop/start would block.
  # shellcheck disable=SC2086 # HEAP_OPTS is a list of JVM flags
  setsid "$JAVA" $HEAP_OPTS -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
    -Djava.awt.headless=true \
    -cp "$LIBS_DIR/*" \
    -Dlog4j2.configurationFile="$LOG4J_PROPS" \
    -Dkafka.logs.dir="$LOG_DIR" \
    kafka.Kafka "$PROPS" >>"$CONSOLE_OUT" 2>&1 </dev/null 9>&- &
  pid=$!
  echo "$pid" >"$PID_FILE"

  wait_ready "$pid"
  local ms=$(((${EPOCHREALTIME/[.,]/} - t0) / 1000))
  log "ready after $((ms / 1000)).$(printf '%03d' $((ms % 1000)))s (pid $pid)"
  echo "KAFKA_BROKERS=$HOST:$PORT"
}

# SIGTERM lets Kafka shut down cleanly (no log recovery on the next start); SIGKILL after grace.
stop_pid() {
  local pid="$1"
  log "stopping (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  local deadline=$((SECONDS + STOP_TIMEOUT))
  while kill -0 "$pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 0.3; done
  if kill -0 "$pid" 2>/dev/null; then
    log "still alive after ${STOP_TIMEOUT}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    while kill -0 "$pid" 2>/dev/null; do sleep 0.2; done
  fi
  rm -f "$PID_FILE"
  log "stopped"
}

cmd_stop() {
  local pid
  if ! pid="$(running_pid)"; then
    log "not running"
    return 0
  fi
  stop_pid "$pid"
}

cmd_status() {
  local pid
  if pid="$(running_pid)"; then
    local port
    port="$(configured_port)"
    log "running (pid $pid) on $HOST:${port:-$PORT}, Kafka $KAFKA_VERSION, data in $DATA_DIR"
    return 0
  fi
  log "stopped"
  return 3 # LSB "program is not running"
}

cmd_logs() {
  local f="$LOG_DIR/server.log"
  [[ -f "$f" ]] || die "no log yet at $f"
  if [[ "${1:-}" == "-f" ]]; then exec tail -n 100 -F "$f"; fi
  tail -n "${KAFKA_LOG_LINES:-200}" "$f"
}

usage() {
  echo "usage: $0 start|stop|restart|status|logs [-f]" >&2
  exit 2
}

# Serialize concurrent invocations (two `start`s racing would launch two brokers).
with_lock() {
  exec 9>"$DATA_DIR/.lock"
  flock 9
  "$@"
}

case "${1:-}" in
  start) with_lock cmd_start ;;
  stop) with_lock cmd_stop ;;
  restart) with_lock cmd_stop && with_lock cmd_start ;;
  status) cmd_status ;;
  logs) cmd_logs "${2:-}" ;;
  *) usage ;;
esac
