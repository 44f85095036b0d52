import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Copies a class directory so that Debian's JaCoCo 0.8.6 can measure it: class files newer
 * than Java 17 (major 61) get major 61, and the PermittedSubclasses attribute (sealed classes),
 * which JaCoCo's ASM visitor rejects, is dropped. Nothing else changes: javac 21 and 25 emit no
 * instruction, constant or attribute that a version-61 class file may not hold, so the copy
 * runs as the original does (minus the JVM's check that only permitted classes extend a sealed
 * one, which a test never trips).
 *
 * <pre>
 *   java -cp symtest-jacoco.jar DowngradeClasses FROM_DIR TO_DIR
 * </pre>
 *
 * Prints how many class files it rewrote; other files are copied as they are.
 */
public final class DowngradeClasses {
    private static final int JAVA_17 = 61;

    private DowngradeClasses() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: DowngradeClasses FROM_DIR TO_DIR");
            System.exit(2);
        }
        Path from = Path.of(args[0]);
        Path to = Path.of(args[1]);
        List<Path> files;
        try (Stream<Path> walk = Files.walk(from)) {
            files = walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList());
        }
        int rewritten = 0;
        for (Path file : files) {
            Path target = to.resolve(from.relativize(file).toString());
            Files.createDirectories(target.getParent());
            byte[] bytes = Files.readAllBytes(file);
            if (file.toString().endsWith(".class")) {
                byte[] copy = downgrade(bytes, file);
                if (copy != bytes) {
                    rewritten++;
                }
                bytes = copy;
            }
            Files.write(target, bytes);
        }
        System.out.println("DowngradeClasses: " + rewritten + " of " + files.size()
            + " files rewritten for JaCoCo");
    }

    /** The class file at major 61 without PermittedSubclasses; `bytes` itself when unchanged. */
    static byte[] downgrade(byte[] bytes, Path file) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(bytes));
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException(file + ": not a class file");
        }
        int minor = in.readUnsignedShort();
        int major = in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 3, 4 -> in.skipNBytes(4);
                case 5, 6 -> {
                    in.skipNBytes(8);
                    i++;
                }
                case 7, 8, 16, 19, 20 -> in.skipNBytes(2);
                case 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);
                case 15 -> in.skipNBytes(3);
                default -> throw new IOException(file + ": constant pool tag " + tag);
            }
        }
        in.skipNBytes(6);  // access, this, super
        in.skipNBytes(2L * in.readUnsignedShort());  // interfaces
        for (int members = 0; members < 2; members++) {  // fields, then methods
            for (int n = in.readUnsignedShort(); n > 0; n--) {
                in.skipNBytes(6);
                skipAttributes(in);
            }
        }
        int attributesAt = bytes.length - in.available();
        int attributes = in.readUnsignedShort();
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        int keptCount = 0;
        for (int n = 0; n < attributes; n++) {
            int name = in.readUnsignedShort();
            int length = in.readInt();
            byte[] body = in.readNBytes(length);
            if ("PermittedSubclasses".equals(utf8[name])) {
                continue;
            }
            DataOutputStream out = new DataOutputStream(kept);
            out.writeShort(name);
            out.writeInt(length);
            out.write(body);
            keptCount++;
        }
        if (major <= JAVA_17 && keptCount == attributes) {
            return bytes;
        }
        ByteArrayOutputStream result = new ByteArrayOutputStream(bytes.length);
        DataOutputStream out = new DataOutputStream(result);
        out.writeInt(0xCAFEBABE);
        out.writeShort(minor);
        out.writeShort(Math.min(major, JAVA_17));
        out.write(bytes, 8, attributesAt - 8);  // the pool, the members: unchanged
        out.writeShort(keptCount);
        kept.writeTo(out);
        return result.toByteArray();
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        for (int n = in.readUnsignedShort(); n > 0; n--) {
            in.skipNBytes(2);
            in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
        }
    }
}
