// The javac of a test session, kept warm (tests/drivers/java/build.py): one JVM
// compiles every request, so that the JIT's work on javac is paid once, not once a
// compile. Each line of standard input is a compile: javac's arguments, separated
// by tabs. The answer is a line "<exit status> <length>", then the `length` bytes
// of what javac printed (UTF-8). It ends at the end of its input.
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

public final class JavacServer {
    private JavacServer() {}

    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, "UTF-8");
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            ByteArrayOutputStream said = new ByteArrayOutputStream();
            int status = javac.run(null, said, said, line.split("\t"));
            byte[] text = said.toByteArray();
            out.print(status + " " + text.length + "\n");
            out.write(text);
            out.flush();
        }
    }
}
