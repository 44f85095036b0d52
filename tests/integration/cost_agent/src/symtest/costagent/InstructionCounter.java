package symtest.costagent;

import java.io.File;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.security.ProtectionDomain;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A Java agent that counts the bytecode instructions executed by the classes of one directory
 * (the agent's argument): a call to {@link Counter#tick()} before every instruction of every
 * method, except while a class initializer runs, which symtest's instruction cost leaves
 * out too.
 */
public final class InstructionCounter {
    private InstructionCounter() {}

    public static void premain(String directory, Instrumentation instrumentation) {
        String root = new File(directory).getAbsoluteFile().toURI().getPath();
        instrumentation.addTransformer(new ClassFileTransformer() {
            @Override
            public byte[] transform(ClassLoader loader, String name, Class<?> redefined,
                                    ProtectionDomain domain, byte[] bytes) {
                if (domain == null || domain.getCodeSource() == null
                        || domain.getCodeSource().getLocation() == null) {
                    return null;
                }
                String from = domain.getCodeSource().getLocation().getPath();
                if (!from.equals(root)) {
                    return null;
                }
                ClassReader reader = new ClassReader(bytes);
                ClassWriter writer = new ClassWriter(reader, ClassWriter.COMPUTE_MAXS);
                reader.accept(new Instrumenter(writer), 0);
                return writer.toByteArray();
            }
        });
    }

    private static final class Instrumenter extends ClassVisitor {
        Instrumenter(ClassVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor,
                                         String signature, String[] exceptions) {
            MethodVisitor mv = super.visitMethod(access, name, descriptor, signature, exceptions);
            return name.equals("<clinit>") ? new Initializer(mv) : new Ticker(mv);
        }
    }

    /** Marks a class initializer's run (a normal return ends it). */
    private static final class Initializer extends MethodVisitor {
        Initializer(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitCode() {
            super.visitCode();
            super.visitMethodInsn(Opcodes.INVOKESTATIC, "symtest/costagent/Counter",
                    "enterInitializer", "()V", false);
        }

        @Override
        public void visitInsn(int opcode) {
            if (opcode == Opcodes.RETURN) {
                super.visitMethodInsn(Opcodes.INVOKESTATIC, "symtest/costagent/Counter",
                        "exitInitializer", "()V", false);
            }
            super.visitInsn(opcode);
        }
    }

    /** Inserts the tick before each instruction; labels, frames and line numbers stay put. */
    private static final class Ticker extends MethodVisitor {
        Ticker(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        private void tick() {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, "symtest/costagent/Counter", "tick", "()V",
                    false);
        }

        @Override
        public void visitInsn(int opcode) {
            tick();
            super.visitInsn(opcode);
        }

        @Override
        public void visitIntInsn(int opcode, int operand) {
            tick();
            super.visitIntInsn(opcode, operand);
        }

        @Override
        public void visitVarInsn(int opcode, int var) {
            tick();
            super.visitVarInsn(opcode, var);
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            tick();
            super.visitTypeInsn(opcode, type);
        }

        @Override
        public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
            tick();
            super.visitFieldInsn(opcode, owner, name, descriptor);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor,
                                    boolean isInterface) {
            tick();
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }

        @Override
        public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap,
                                           Object... arguments) {
            tick();
            super.visitInvokeDynamicInsn(name, descriptor, bootstrap, arguments);
        }

        @Override
        public void visitJumpInsn(int opcode, Label label) {
            tick();
            super.visitJumpInsn(opcode, label);
        }

        @Override
        public void visitLdcInsn(Object value) {
            tick();
            super.visitLdcInsn(value);
        }

        @Override
        public void visitIincInsn(int var, int increment) {
            tick();
            super.visitIincInsn(var, increment);
        }

        @Override
        public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
            tick();
            super.visitTableSwitchInsn(min, max, dflt, labels);
        }

        @Override
        public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
            tick();
            super.visitLookupSwitchInsn(dflt, keys, labels);
        }

        @Override
        public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
            tick();
            super.visitMultiANewArrayInsn(descriptor, dimensions);
        }
    }
}
