package hindsight.neo4j;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.QueryExecutionException;
import org.neo4j.io.ByteUnit;

/**
 * Runs a Neo4j Community DBMS with the Bolt connector on, until the process is killed.
 *
 * <p>Configuration comes from the environment so that the password never shows in a process list:
 * <ul>
 *   <li>{@code NEO4J_HOME}: data directory (default {@code .services/neo4j})</li>
 *   <li>{@code NEO4J_BOLT_HOST} / {@code NEO4J_BOLT_PORT}: listen address (default 127.0.0.1:7687)</li>
 *   <li>{@code NEO4J_PASSWORD}: password set for user {@code neo4j} (at least 8 characters); when empty,
 *       authentication is disabled</li>
 *   <li>{@code NEO4J_PAGECACHE_MB}: page cache size (default 128)</li>
 * </ul>
 * Prints {@code READY bolt://HOST:PORT} on stdout once the server accepts connections.
 */
public final class Main {

    private Main() {}

    public static void main(String[] args) throws Exception {
        try {
            run();
        } catch (Throwable e) {
            // Started DBMS threads would keep the JVM alive: exit, so scripts/services sees the failure.
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static void run() throws Exception {
        Path home = Path.of(env("NEO4J_HOME", ".services/neo4j")).toAbsolutePath();
        String host = env("NEO4J_BOLT_HOST", "127.0.0.1");
        int port = Integer.parseInt(env("NEO4J_BOLT_PORT", "7687"));
        String password = env("NEO4J_PASSWORD", "");
        long pageCacheMb = Long.parseLong(env("NEO4J_PAGECACHE_MB", "128"));
        boolean auth = !password.isEmpty();
        if (auth && password.length() < 8) {
            System.err.println("NEO4J_PASSWORD must have at least 8 characters (a Neo4j rule)");
            System.exit(2);
        }
        Files.createDirectories(home);

        long started = System.nanoTime();
        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress(host, port))
                .setConfig(GraphDatabaseSettings.auth_enabled, auth)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMb))
                .setConfig(GraphDatabaseSettings.shutdown_transaction_end_timeout, Duration.ofSeconds(5))
                .build();

        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("Shutting down Neo4j");
            dbms.shutdown();
            stopped.countDown();
        }, "neo4j-shutdown"));

        if (auth) {
            setPassword(dbms, password);
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("READY bolt://%s:%d auth=%s started_in=%.1fs home=%s%n",
                host, port, auth ? "on" : "off", seconds, home);
        System.out.flush();
        stopped.await();
    }

    /**
     * Embedded transactions run with full rights: (re)set the password of the built-in user, so the password
     * printed by scripts/services is always the one that works (also after it changed between starts).
     */
    private static void setPassword(DatabaseManagementService dbms, String password) {
        try {
            dbms.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME).executeTransactionally(
                    "ALTER USER neo4j SET PASSWORD $password CHANGE NOT REQUIRED",
                    Map.of("password", password));
        } catch (QueryExecutionException e) {
            // Neo4j refuses to "change" a password to itself: then it is already the right one.
            if (e.getMessage() == null || !e.getMessage().contains("cannot be the same")) {
                throw e;
            }
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
