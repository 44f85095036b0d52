package symtest.bridge;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TimeZone;

/**
 * The JVM beside a symtest run: runs the JDK methods no model covers, on the values the path
 * fixed, and answers with what they did. symtest starts one per process and talks to it over
 * its standard input and output, one message at a time, each an int length and its bytes:
 *
 * <pre>
 *   request  I                      hello: answers I, java.version, java.specification.version
 *   request  C  n, n calls, call    run `call` after the path's earlier JDK calls that hold JDK
 *                                   objects (World), each an int length and its bytes
 *   answer   R value | v | E class  returned (Wire; P i k: an object an earlier call held; O: a
 *                                   new JDK object, see Opaque), returned nothing, threw
 *            m, (k, contents)*      the objects of the call's scope it changed, by number
 *            p, property*           the fixed system properties it read
 *   answer   U reason               refused: the call stays unhandled on that path
 * </pre>
 *
 * Every call runs twice: here, and again from scratch (the path's earlier calls replayed) under
 * another default locale and time zone and with other identity hash codes. Only the same answer
 * both times is given; a difference means that the outcome depends on the machine.
 */
public final class Bridge {
    private Bridge() {
    }

    private static final Locale MAIN_LOCALE = Locale.US;
    private static final TimeZone MAIN_ZONE = TimeZone.getTimeZone("UTC");
    // The second run's defaults: a locale with its own case rules and number format, a zone
    // with an odd offset.
    @SuppressWarnings("deprecation")
    private static final Locale OTHER_LOCALE = new Locale("tr", "TR");
    private static final TimeZone OTHER_ZONE = TimeZone.getTimeZone("Asia/Kathmandu");

    private static TrackedProperties properties;
    // The world after the last call answered: the next call of the same path continues it.
    private static World kept;

    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(
            new BufferedInputStream(new FileInputStream(FileDescriptor.in)));
        DataOutputStream out = new DataOutputStream(
            new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
        // What called code prints must not reach the protocol.
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        System.setOut(nowhere);
        System.setErr(nowhere);
        System.setIn(InputStream.nullInputStream());
        Locale.setDefault(MAIN_LOCALE);
        TimeZone.setDefault(MAIN_ZONE);
        Set<String> fixed = new HashSet<>(
            Arrays.asList(System.getProperty("symtest.fixed", "").split(",")));
        properties = TrackedProperties.install(fixed);
        while (true) {
            byte[] request;
            try {
                request = new byte[in.readInt()];
            } catch (EOFException e) {
                return;
            }
            in.readFully(request);
            byte[] answer = answer(request);
            out.writeInt(answer.length);
            out.write(answer);
            out.flush();
        }
    }

    private static byte[] answer(byte[] request) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(request));
        byte kind = in.readByte();
        if (kind == 'I') {
            Wire.Writer w = new Wire.Writer(null);
            w.out.writeByte('I');
            w.out.writeUTF(System.getProperty("java.version"));
            w.out.writeUTF(System.getProperty("java.specification.version"));
            return w.toByteArray();
        }
        if (kind != 'C') {
            return refusal("unknown request " + kind);
        }
        List<byte[]> history = new ArrayList<>();
        for (int n = in.readInt(); n > 0; n--) {
            history.add(bytes(in));
        }
        byte[] call = bytes(in);
        try {
            World main = kept != null && kept.isPrefixOf(history) ? kept : new World();
            kept = null;
            main.replay(history.subList(main.history.size(), history.size()));
            World.Call first = main.execute(call, properties);
            if (properties.machineRead != null) {
                return refusal("it reads the system property " + properties.machineRead
                    + ", which differs between machines");
            }
            World.Call again;
            Locale.setDefault(OTHER_LOCALE);
            TimeZone.setDefault(OTHER_ZONE);
            try {
                World other = new World();
                other.replay(history);
                again = other.execute(call, null);
            } finally {
                Locale.setDefault(MAIN_LOCALE);
                TimeZone.setDefault(MAIN_ZONE);
            }
            if (!Arrays.equals(first.answer, again.answer)) {
                return refusal("its outcome differs between two runs: it depends on the machine");
            }
            kept = main;
            Wire.Writer w = new Wire.Writer(null);
            w.out.write(first.answer);
            w.out.writeInt(properties.fixedRead.size());
            for (String key : properties.fixedRead) {
                w.out.writeUTF(key);
            }
            return w.toByteArray();
        } catch (World.Refused | Wire.Unencodable e) {
            return refusal(e.getMessage());
        } catch (IOException | RuntimeException e) {
            // A request this JVM cannot read (an object no step made): symtest's mistake, which
            // ends only the path that made it.
            kept = null;
            return refusal("the JVM could not read the request: " + e);
        }
    }

    private static byte[] bytes(DataInputStream in) throws IOException {
        byte[] b = new byte[in.readInt()];
        in.readFully(b);
        return b;
    }

    private static byte[] refusal(String why) throws IOException {
        Wire.Writer w = new Wire.Writer(null);
        w.out.writeByte('U');
        w.out.writeUTF(why.length() > 1000 ? why.substring(0, 1000) : why);
        return w.toByteArray();
    }
}
