/* The C main of a Nim program built for wasm32-wasi (tests/drivers/nim/build.py:
 * cross_nim, with --noMain:on). Nim's own main takes a third argument, the
 * environment, which wasi-libc's start does not pass: wasm-ld linked it to a trap
 * (signature_mismatch:main). This one sets what Nim's sets, then runs the program. */
extern char **environ;
int cmdCount;
char **cmdLine;
char **gEnv;
extern int nim_program_result;
void NimMain(void);

int main(int argc, char **argv) {
    cmdLine = argv;
    cmdCount = argc;
    gEnv = environ;
    NimMain();
    return nim_program_result;
}
