import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import styles from './studio.module.css';
import { Alert } from '../../../shared/ui/alert';

/** A glTF model the pupil can turn with the mouse or a finger (loaded only on this page). */
export default function Model3dViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    } catch {
      queueMicrotask(() => setFailed(true));
      return;
    }
    const width = host.clientWidth || 480;
    const height = 380;
    renderer.setPixelRatio(window.devicePixelRatio);
    renderer.setSize(width, height);
    host.appendChild(renderer.domElement);
    const scene = new Scene();
    scene.background = new Color('#eef6ff');
    scene.add(new AmbientLight(0xffffff, 1.6));
    const sun = new DirectionalLight(0xffffff, 2);
    sun.position.set(3, 5, 4);
    scene.add(sun);
    const camera = new PerspectiveCamera(45, width / height, 0.01, 1000);
    camera.position.set(3, 2.5, 4);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.enableDamping = true;
    controls.autoRotate = true;
    controls.autoRotateSpeed = 1.5;
    let frame = 0;
    const tick = () => {
      controls.update();
      renderer.render(scene, camera);
      frame = requestAnimationFrame(tick);
    };
    new GLTFLoader().load(
      url,
      (gltf) => {
        scene.add(gltf.scene);
        const box = new Box3().setFromObject(gltf.scene);
        const size = box.getSize(new Vector3()).length() || 1;
        const centre = box.getCenter(new Vector3());
        controls.target.copy(centre);
        camera.position.copy(centre).add(new Vector3(size * 0.6, size * 0.45, size * 0.8));
        camera.near = size / 100;
        camera.far = size * 100;
        camera.updateProjectionMatrix();
      },
      undefined,
      () => setFailed(true),
    );
    tick();
    return () => {
      cancelAnimationFrame(frame);
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [url]);

  if (failed) return <Alert type="warning" showIcon message={t('studio.model3d.failed')} />;
  return (
    <div style={{ width: '100%' }}>
      <div ref={hostRef} className={styles.viewer3d} data-testid="model3d-viewer" />
      <p className={styles.hint}>{t('studio.model3d.hint')}</p>
    </div>
  );
}
