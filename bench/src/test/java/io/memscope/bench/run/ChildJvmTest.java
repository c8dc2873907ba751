package io.memscope.bench.run;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ChildJvmTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @Test
    void aChildPastItsDeadlineIsStoppedAndItsThreadsPrinted() throws Exception {
        ChildJvm children = new ChildJvm(new PrintWriter(out), new PrintWriter(err), Duration.ofSeconds(3));

        int code = children.run(List.of(), Stuck.class.getName(), "stuck", "json");

        assertThat(code).isEqualTo(ChildJvm.STOPPED);
        assertThat(out.toString()).as("only its JSON lines").isEqualTo("{\"figure\":\"started\"}" + System.lineSeparator());
        assertThat(err.toString()).contains("bench stuck json: the child JVM had not ended after 3 s")
                .as("where it stood").contains("Stuck.main");
    }

    @Test
    void aChildThatEndsGivesItsExitCode() throws Exception {
        ChildJvm children = new ChildJvm(new PrintWriter(out), new PrintWriter(err), Duration.ofMinutes(2));

        assertThat(children.run(List.of(), Exits.class.getName())).isEqualTo(3);
        assertThat(err.toString()).contains("leaving with 3");
    }

    /** A measurement that never ends. */
    public static final class Stuck {
        public static void main(String[] args) throws InterruptedException {
            System.out.println("{\"figure\":\"started\"}");
            System.out.println("not a line of figures");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
    }

    public static final class Exits {
        public static void main(String[] args) {
            System.err.println("leaving with 3");
            System.exit(3);
        }
    }
}
