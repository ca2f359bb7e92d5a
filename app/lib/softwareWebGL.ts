/**
 * Whether this device draws WebGL without a graphics processor (Chrome's SwiftShader, Mesa's llvmpipe, Windows' Basic
 * Render Driver): school computers with a blocklisted GPU driver, virtual desktops, headless browsers. There the 3D
 * viewer's first model costs seconds of CPU (≈ 12 CPU-seconds on /about-us in Chromium's SwiftShader on 2 cores,
 * 27 Nov 2026), during which the page answers slowly. `failIfMajorPerformanceCaveat` does not tell (Chromium 156
 * gives SwiftShader a context anyway), so the renderer's name does.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareRenderer(renderer: string | null | undefined): boolean {
  return !!renderer && SOFTWARE.test(renderer);
}

let answer: boolean | undefined;
/** Asked once per page; no WebGL at all counts as software (the viewer shows its own fallback then). */
export function softwareWebGL(): boolean {
  if (answer !== undefined) return answer;
  try {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (!gl) return (answer = true);
    const info = gl.getExtension("WEBGL_debug_renderer_info");
    answer = isSoftwareRenderer(String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER)));
    gl.getExtension("WEBGL_lose_context")?.loseContext();
  } catch {
    answer = true;
  }
  return answer;
}
