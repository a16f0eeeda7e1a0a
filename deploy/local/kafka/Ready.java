// Readiness probe used by deploy/local/kafka.sh when the npm workspace (kafkajs) is not
// installed: run with Java's single-file launcher against the broker's own jars, e.g.
//   java -cp "<libs>/*" Ready.java 127.0.0.1:9092
// Exits 0 only when the broker answers a real admin request (list topics).

import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ListTopicsOptions;

public class Ready {
  public static void main(String[] args) {
    String broker = args.length > 0 ? args[0] : "127.0.0.1:9092";
    Properties props = new Properties();
    props.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker);
    props.put(AdminClientConfig.CLIENT_ID_CONFIG, "tna-kafka-sh-ready");
    // Short timeouts: kafka.sh retries until its own deadline.
    props.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, "3000");
    props.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, "3000");
    props.put(AdminClientConfig.RETRIES_CONFIG, "0");
    try (Admin admin = Admin.create(props)) {
      admin.listTopics(new ListTopicsOptions().timeoutMs(3000)).names().get(4, TimeUnit.SECONDS);
      System.exit(0);
    } catch (Exception e) {
      if (System.getenv("KAFKA_READY_VERBOSE") != null) System.err.println(e);
      System.exit(1);
    }
  }
}
